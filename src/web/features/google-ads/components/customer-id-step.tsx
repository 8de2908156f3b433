import { Spinner } from '../../../components/ui/spinner';
import type { GoogleAdsConnection } from '../api/google-ads-keys';
import { CustomerIdForm } from './settings-forms';
import { Actions, codeClasses, Note, PressNext } from './setup-step-parts';

export function CustomerIdStep({ connection }: { connection: GoogleAdsConnection | undefined }) {
  return (
    <>
      <Actions>
        <li>
          In Google Ads, copy the 10-digit customer id shown at the top, next to the account name (for example
          123-456-7890).
        </li>
        <li className="space-y-2">
          <p>
            Paste it as the <strong>Customer id</strong> and press <strong>Save customer id</strong>. Dashes
            are removed; only the digits are stored. Fill in the login customer id only if you reach this
            account through a manager account.
          </p>
          {connection ? (
            <CustomerIdForm
              key={`${connection.customerId}|${connection.loginCustomerId}`}
              customerId={connection.customerId}
              loginCustomerId={connection.loginCustomerId}
            />
          ) : (
            <Spinner label="Loading the connection settings" />
          )}
        </li>
        <PressNext />
      </Actions>
      <Note>
        The customer id set on the server as <code className={codeClasses}>GOOGLE_ADS_CUSTOMER_ID</code> still
        works as a fallback.
      </Note>
    </>
  );
}
