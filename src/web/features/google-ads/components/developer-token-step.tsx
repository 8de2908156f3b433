import type { GoogleAdsConnection } from '../api/google-ads-keys';
import { DeveloperTokenForm } from './settings-forms';
import { Actions, codeClasses, Note, PressNext } from './setup-step-parts';

export function DeveloperTokenStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
  return (
    <>
      <p>Google Ads needs a developer token for every API call.</p>
      <Actions>
        <li>
          Sign in to Google Ads with your <strong>manager account</strong>, open its{' '}
          <strong>API Center</strong> page and copy the developer token shown there.
        </li>
        <li className="space-y-2">
          <p>
            Paste it here and press <strong>Save developer token</strong>.
          </p>
          <DeveloperTokenForm hasDeveloperToken={Boolean(connection?.hasDeveloperToken)} />
        </li>
        <PressNext />
      </Actions>
      <Note>
        A new token has <strong>Test access</strong>: it works only with test accounts. Apply for{' '}
        <strong>Basic access</strong> in the API Center to use it with real accounts. The token is stored
        encrypted and never shown again; you can also set it as{' '}
        <code className={codeClasses}>GOOGLE_ADS_DEVELOPER_TOKEN</code> on the server.
      </Note>
    </>
  );
}
