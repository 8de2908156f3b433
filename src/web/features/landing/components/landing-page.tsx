import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../../../lib/notifications';
import { enhanceLanding } from '../enhance/enhance-landing';
import { LandingContent } from './landing-content';

/**
 * The landing page inside the SPA (client-side navigation to '/' while signed out). A first visit to '/' gets the
 * prerendered landing.html instead; both run the same markup and the same enhancement script.
 */
export function LandingPage() {
  const ref = useRef<HTMLDivElement>(null);
  const notify = useNotify();
  const navigate = useNavigate();
  const { hash } = useLocation();

  useEffect(() => {
    if (!ref.current) return;
    return enhanceLanding(ref.current, { notify, navigate: (href) => void navigate(href) });
  }, [notify, navigate]);

  // The router does not scroll to a fragment (Schedule Consultation links to /#contact).
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div ref={ref}>
      <LandingContent year={new Date().getFullYear()} />
    </div>
  );
}
