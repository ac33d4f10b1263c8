import { PublishingSections } from './publishing-sections';
import { WebhooksSection } from './webhooks-section';

/** The Integrations tab: the wall, the embed and the credit line, then the webhooks. */
export function IntegrationsView({
  placeId,
  venueName,
  webhooksAllowed,
}: {
  placeId: string;
  venueName: string;
  webhooksAllowed: boolean | undefined;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PublishingSections placeId={placeId} venueName={venueName} />
      <WebhooksSection placeId={placeId} allowed={webhooksAllowed} />
    </div>
  );
}
