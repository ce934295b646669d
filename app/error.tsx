'use client';

import { ErrorFallback } from '@/components/ErrorFallback/ErrorFallback';

/** A render error inside a page: the header and footer stay, the page shows the fallback. */
export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorFallback {...props} />;
}
