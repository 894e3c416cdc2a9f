import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { ExecutivesByLocationDocument } from './operations';
import type { ExecutiveOption } from './executive-field';

export interface ExecutiveLookup {
  /** null: no lookup (community or district missing, or not asked for); [] none found; otherwise those found. */
  options: ExecutiveOption[] | null;
  loading: boolean;
  failed: boolean;
  /** Why the last lookup failed (a timeout reads differently), when it did. */
  error: unknown;
  /** Asks again for the same community and district (the Retry of a failed lookup). */
  retry: () => void;
}

/**
 * The executives serving a community and district, looked up whenever either changes. `onChoose`
 * receives the executive to preselect: the first found, or '' when there is none (or no lookup). Registration
 * and Edit Profile (a member who moves) share it.
 */
export function useExecutiveLookup(
  community: string,
  district: string,
  onChoose: (executiveId: string) => void,
  enabled = true,
): ExecutiveLookup {
  const client = useApolloClient();
  const [options, setOptions] = useState<ExecutiveOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const choose = useRef(onChoose);
  choose.current = onChoose;

  useEffect(() => {
    if (!enabled || !community || !district) {
      setOptions(null);
      setLoading(false);
      setFailed(false);
      setError(null);
      choose.current('');
      return undefined;
    }
    let cancelled = false;
    setLoading(true);
    setFailed(false);
    setError(null);
    client
      .query({ query: ExecutivesByLocationDocument, variables: { community, district }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (cancelled) return;
        const list = data?.executivesByLocation ?? [];
        setOptions(list);
        choose.current(list[0]?.id ?? '');
      })
      .catch((err: unknown) => {
        if (cancelled) return;
        console.error('Executive lookup failed', err);
        setFailed(true);
        setError(err);
        setOptions([]);
        choose.current('');
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [client, community, district, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { options, loading, failed, error, retry };
}
