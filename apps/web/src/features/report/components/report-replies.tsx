import {
  formatReplyTime,
  LOWER_IS_BETTER,
  percentChange,
  REPLY_FIGURES,
  type ReplyFigure,
} from '@venues/contracts/report';
import { NO_FIGURE } from '@venues/contracts/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '../api/get-report';
import type { ReportFormat } from '../hooks/use-report-format';
import { FigureTile } from './report-tiles';
import '../texts';

type Replies = Report['replies'];
const KEYS = { rate: 'rate', median_seconds: 'medianSeconds' } as const satisfies Record<
  ReplyFigure,
  keyof Replies
>;

/** How the venue answers its reviews: the share it replied to, and how soon, against the period before. */
export function ReportReplies({ replies, format }: { replies: Replies; format: ReportFormat }) {
  const { t } = useTranslation('report');
  const titleId = useId();
  const show = (figure: ReplyFigure, value: number | null) => {
    if (figure === 'rate') return format.share(value);
    return value === null ? NO_FIGURE : formatReplyTime(value, format.language ?? 'en');
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('replies.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {REPLY_FIGURES.map((figure) => {
          const { current, previous } = replies[KEYS[figure]];
          return (
            <FigureTile
              key={figure}
              label={t(`replies.${KEYS[figure]}`)}
              value={show(figure, current)}
              previous={show(figure, previous)}
              change={percentChange(current, previous)}
              language={format.language}
              lowerIsBetter={LOWER_IS_BETTER.has(figure)}
            />
          );
        })}
      </div>
    </section>
  );
}
