import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage title="Terms of Service" updated="2025">
      <p>
        These terms govern your use of Northstar, including the campaign builder, analytics and AI
        recommendations, and describe the responsibilities of account holders and workspace administrators.
      </p>
      <p>By creating an account or signing in you agree to these terms.</p>
    </LegalPage>
  );
}
