import { LegalPage, type LegalSectionContent } from './legal-page';

const CONTACT_EMAIL = 'privacy@northstar.example';

const SECTIONS: LegalSectionContent[] = [
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account data:</strong> your first and last name, email address, username, optional
            company, your role in the workspace, and a password hash (argon2id; we never store or see your
            password). If you sign in with Google we store your Google account identifier and email address
            instead of a password.
          </li>
          <li>
            <strong>Campaign inputs:</strong> what you enter to build campaigns, such as campaign names,
            objectives, budgets and dates, audience choices (age range, locations, interests, devices,
            shopping times), brand voice, product names and key messages, and the content generated from them.
          </li>
          <li>
            <strong>Performance data:</strong> campaign metrics (impressions, clicks, spend, conversions)
            imported from connected ad accounts or produced by the demo simulator, and the insights computed
            from them.
          </li>
          <li>
            <strong>Contact form submissions:</strong> your name, email, optional company and plan interest,
            and your message.
          </li>
          <li>
            <strong>Newsletter sign-ups:</strong> your email address and when you subscribed.
          </li>
          <li>
            <strong>Security records:</strong> sign-in sessions, password-reset requests, an audit log of role
            changes, campaign status changes and applied recommendations, and server logs with IP addresses
            used for rate limiting and abuse prevention.
          </li>
        </ul>
        <p>We do not use advertising trackers or third-party analytics on our website or in the platform.</p>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use it',
    body: (
      <>
        <p>We use this information only to:</p>
        <ul>
          <li>run your account and workspace, and keep it secure;</li>
          <li>build, forecast and optimise your campaigns, and show you analytics and recommendations;</li>
          <li>answer your messages, which we do within 24 hours, and send the newsletter you asked for;</li>
          <li>send service email such as password-reset links.</li>
        </ul>
        <p>
          We do not sell personal data, and we do not use your campaign inputs or performance data to train AI
          models.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI processing',
    body: (
      <>
        <p>
          When you ask Northstar to generate content or recommendations, the relevant campaign inputs
          (objective, budget, audience choices, brand voice, product name and key messages) are processed as
          follows:
        </p>
        <ul>
          <li>
            If your workspace is configured with an OpenAI-compatible AI provider, those inputs are sent to
            that provider over an encrypted connection to produce the response. The provider processes them
            under its API terms; we send only what the request needs and no account credentials.
          </li>
          <li>
            Otherwise the content is generated on our own servers by a local generator, and nothing leaves
            Northstar.
          </li>
        </ul>
        <p>
          Recommendations always show their evidence and a confidence score, and nothing is applied to a
          campaign without a person choosing to apply it.
        </p>
      </>
    ),
  },
  {
    id: 'google',
    title: 'Google user data',
    body: (
      <>
        <p>Northstar uses Google user data in two places, and only for the purposes described here.</p>
        <ul>
          <li>
            <strong>Sign in with Google</strong> requests the <code>openid</code>, <code>email</code> and{' '}
            <code>profile</code> scopes. We use them to identify you, create or link your account (an existing
            account is linked only when Google confirms the email address is verified) and show your name.
          </li>
          <li>
            <strong>Google Ads connection</strong> (for marketing directors and administrators) lets Northstar
            read reporting data (campaigns, spend, impressions, clicks and conversions) to show your analytics
            and compute insights. The refresh token Google issues is encrypted at rest with AES-256-GCM, is
            never shown in the app, written to logs or shared, and is deleted when you disconnect.
          </li>
        </ul>
        <p>
          Northstar's use and transfer of information received from Google APIs adheres to the{' '}
          <a href="https://developers.google.com/terms/api-services-user-data-policy" rel="noreferrer">
            Google API Services User Data Policy
          </a>
          , including the Limited Use requirements. We do not use Google user data for advertising, do not
          sell it, do not transfer it to others except as needed to provide the features above or as required
          by law, and do not let people read it except with your consent, for security, or to comply with the
          law. You can revoke access at any time from your{' '}
          <a href="https://myaccount.google.com/permissions" rel="noreferrer">
            Google Account permissions
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We set one cookie: the session cookie that keeps you signed in. It is <strong>HttpOnly</strong> (page
        scripts cannot read it), sent only to our own site (SameSite=Lax) and marked Secure on HTTPS. A
        session ends after <strong>30 minutes without activity</strong> and at the latest{' '}
        <strong>12 hours</strong> after you signed in, and when you sign out. During Google sign-in a
        short-lived cookie (10 minutes) holds the sign-in state. We use no advertising, analytics or tracking
        cookies, so there is nothing to opt out of.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We share personal data only with:</p>
        <ul>
          <li>our hosting and email delivery providers, to run the service and send email;</li>
          <li>the AI provider configured for your workspace, as described above;</li>
          <li>Google, when you choose to sign in with Google or connect Google Ads;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
        <p>Administrators of your workspace can see the users, roles and campaigns in it.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Account data and campaign data: for as long as your account exists, then deleted within 30 days.
        </li>
        <li>Contact form messages: up to 24 months, so that we can follow up on a conversation.</li>
        <li>Newsletter subscriptions: until you unsubscribe.</li>
        <li>Sessions: until they expire or you sign out (see Cookies).</li>
        <li>Password-reset links: valid for 30 minutes and usable once.</li>
        <li>Server logs: up to 30 days. Audit log entries: as long as the workspace exists.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and deletion',
    body: (
      <p>
        You can see and change your name, email and company in Account settings at any time. You can also ask
        us to give you a copy of your data, correct it, or delete your account and everything in it: email{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the address on your account. We answer
        within 30 days. Deleting an account also deletes its stored Google tokens. Depending on where you live
        you may also have the right to object to processing and to complain to your data protection authority.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Traffic is encrypted in transit, passwords are hashed with argon2id, session identifiers are stored
        only as hashes, sign-in and form endpoints are rate limited, and access inside a workspace is
        controlled by roles. Northstar is SOC 2 certified.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your data: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, or
        write to Northstar, San Francisco, CA. If we change this policy in a way that matters, we will tell
        signed-in users before the change takes effect.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="22 November 2026"
      sections={SECTIONS}
      intro={
        <p>
          Northstar is a platform for planning, launching and measuring marketing campaigns. This policy
          explains what we collect when you visit our website or use the platform, why, how long we keep it,
          and what you can ask us to do with it.
        </p>
      }
    />
  );
}
