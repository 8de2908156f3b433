import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="2025">
      <p>
        This policy explains what information Northstar collects when you use the platform, how it is used to
        run your campaigns and analytics, and the choices you have about it.
      </p>
      <p>
        Questions about your data can be sent to the workspace administrator or to our support team through
        the contact form on the home page.
      </p>
    </LegalPage>
  );
}
