import { LegalPage, type LegalSectionContent } from './legal-page';

const SECTIONS: LegalSectionContent[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Northstar helps marketing teams build campaigns with an AI-assisted wizard, forecast and optimise
        their performance, read analytics and reports, and review AI recommendations. The public demo shows
        sample data only.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and roles',
    body: (
      <ul>
        <li>
          Give accurate account details and keep your password to yourself. You are responsible for activity
          under your account.
        </li>
        <li>
          Workspaces have roles (User, Analyst, Marketing Manager, Marketing Director, Administrator).
          Administrators decide who has which role and are responsible for the access they grant.
        </li>
        <li>
          Tell us promptly at hello@northstar.example if you suspect someone else is using your account.
        </li>
      </ul>
    ),
  },
  {
    id: 'trial',
    title: 'Trial, plans and billing',
    body: (
      <ul>
        <li>
          Every plan starts with a 14-day free trial. No credit card is needed to start, and there are no
          setup fees.
        </li>
        <li>
          Starter costs $99 per month and Professional $299 per month; Enterprise is priced by agreement.
          Prices exclude taxes.
        </li>
        <li>
          Paid plans renew monthly until cancelled. You can cancel anytime; the plan stays active until the
          end of the paid month.
        </li>
        <li>We will give at least 30 days' notice before a price change takes effect for you.</li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>
            create campaigns that are unlawful, deceptive, discriminatory, or break the advertising policies
            of the channels you publish on;
          </li>
          <li>
            upload personal data you have no right to use, or target people in ways the law does not allow;
          </li>
          <li>
            probe, overload or work around the security or rate limits of the service, or access other
            workspaces;
          </li>
          <li>resell the service or use it to build a competing product without our written agreement.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        Your campaign inputs, data and the content generated for you belong to you. You give us permission to
        store and process them only to provide the service to you, as described in our{' '}
        <a href="/privacy">Privacy Policy</a>. We do not use them to train AI models.
      </p>
    ),
  },
  {
    id: 'ai',
    title: 'AI-generated content',
    body: (
      <p>
        Generated copy, audience suggestions, forecasts and recommendations are produced automatically and can
        be wrong. Forecasts are estimates, not promises of results. Review everything before you publish or
        apply it; you remain responsible for the campaigns you run and the claims they make.
      </p>
    ),
  },
  {
    id: 'google',
    title: 'Third-party services',
    body: (
      <p>
        If you sign in with Google or connect Google Ads, your use of those services is also governed by
        Google's terms. Northstar reads Google Ads reporting data only to show your analytics and insights,
        and you can disconnect at any time. Ad spend is billed by the ad platforms, not by Northstar.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Northstar available and secure, but do not promise uninterrupted service. We may
        improve or change features; if we remove a feature you pay for in a material way, you may cancel and
        we will refund the unused part of the month.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        To the extent the law allows, Northstar is not liable for indirect or consequential losses, such as
        lost profits or campaign results, and our total liability is limited to the amount you paid us in the
        12 months before the claim. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending your account',
    body: (
      <p>
        You can stop using Northstar and ask us to delete your account at any time. We may suspend or close an
        account that seriously or repeatedly breaks these terms, and will tell you why unless the law prevents
        it. After an account is closed its data is deleted as described in the Privacy Policy.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href="mailto:hello@northstar.example">hello@northstar.example</a>,
        Northstar, San Francisco, CA.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="22 November 2026"
      sections={SECTIONS}
      intro={
        <p>
          These terms are the agreement between you (or the organisation you act for) and Northstar for using
          the Northstar campaign platform. By creating an account or signing in you accept them.
        </p>
      }
    />
  );
}
