import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAuthListener } from '@/features/auth/hooks/use-auth-listener';
import { whenPageSettled } from '@/lib/page-settled';
import { hasSavedSession } from '@/lib/saved-session';
import { useSessionStore } from '@/stores/session-store';

// Only signed-in screens raise toasts, so react-toastify loads once someone is signed in and the page has
// settled, weighing neither on the sign-in screens nor on a returning user's first screen. A toast raised
// earlier waits in react-toastify's queue until the container mounts.
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/*
 * TanStack Query (~10 KB gzip) is not part of the signed-out screens' first load either. Its client loads
 * once someone is signed in (at start-up already when Firebase kept a session) or a screen asks for it;
 * screens that query render once it is there (useQueryClientReady, used by the signed-in guard).
 */
let clientLoad: Promise<QueryClient> | undefined;
let loadedClient: QueryClient | undefined;
export const loadQueryClient = () =>
  (clientLoad ??= import('@/lib/query-client').then((m) => (loadedClient = m.queryClient)));

type QueryClientLoader = { ready: boolean; load: () => void };
const LoaderContext = createContext<QueryClientLoader | null>(null);

/**
 * Whether components below may use TanStack Query; when `needed`, starts loading the client. Outside
 * AppProvider (tests render routes in their own QueryClientProvider) the client is always ready.
 */
export function useQueryClientReady(needed = true): boolean {
  const loader = useContext(LoaderContext);
  const ready = !loader || loader.ready;
  useEffect(() => {
    if (needed && !ready) loader?.load();
  }, [needed, ready, loader]);
  return ready;
}

function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let active = true;
    void whenPageSettled().then(() => active && setSettled(true));
    return () => {
      active = false;
    };
  }, []);
  return settled;
}

function SessionSync() {
  useAuthListener();
  const signedIn = useSessionStore((state) => Boolean(state.user));
  const settled = usePageSettled();
  if (!signedIn || !settled) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

function useLazyQueryClient(): [QueryClient | undefined, QueryClientLoader] {
  // Loaded before the first render (a returning user's dashboard), the client is there from the start.
  const [client, setClient] = useState<QueryClient | undefined>(loadedClient);
  const load = useCallback(() => void loadQueryClient().then(setClient), []);
  const uid = useSessionStore((state) => state.user?.uid ?? null);

  useEffect(() => {
    if (uid || hasSavedSession()) load();
  }, [uid, load]);

  // What QueryClientProvider does: refetch on focus and reconnect while mounted.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);

  // Signing out (or in as someone else) drops every cached answer, so the next user never sees them.
  const lastUid = useRef(uid);
  useEffect(() => {
    if (lastUid.current && lastUid.current !== uid) client?.clear();
    lastUid.current = uid;
  }, [uid, client]);

  const loader = useMemo(() => ({ ready: Boolean(client), load }), [client, load]);
  return [client, loader];
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [client, loader] = useLazyQueryClient();
  return (
    <LoaderContext.Provider value={loader}>
      <QueryClientContext.Provider value={client}>
        <SessionSync />
        {children}
      </QueryClientContext.Provider>
    </LoaderContext.Provider>
  );
}
