'use client';

import { SiteLink } from '@/components/SiteLink/SiteLink';
import { useEffect } from 'react';
import { button } from '@/styles/button.css';
import { StatusPage } from '@/components/StatusPage/StatusPage';
import { ui } from '#model/ui.ts';

interface ErrorFallbackProps {
  /** The error that stopped the page from rendering. */
  error: Error & { digest?: string };
  /** Renders the segment again. */
  reset: () => void;
}

/** What a visitor sees when a page fails to render: the spec's title, a retry and a way home. */
export function ErrorFallback({ error, reset }: ErrorFallbackProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusPage heading={ui.error.heading} text={ui.error.text}>
      <button type="button" className={button({ kind: 'primary', size: 'lg' })} onClick={reset}>
        {ui.error.retry}
      </button>
      <SiteLink href="/" className={button({ kind: 'outlineOnBand', size: 'lg' })}>
        {ui.error.homeLink}
      </SiteLink>
    </StatusPage>
  );
}
