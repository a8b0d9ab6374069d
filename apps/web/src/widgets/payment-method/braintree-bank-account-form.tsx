import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import type { BraintreeFormProps, UsBankDetails } from './braintree-sdk';
import type { BankAccountFormOutput } from './bank-account-form-schema';
import { BankAccountForm, type BankAccountTokenizer } from './bank-account-form';
import { PAYMENT_FORM_UNAVAILABLE } from './payment-method-text';

/** The form's values as braintree-web's bank details: only the names that match the ownership type, Braintree's "savings". */
function bankDetails(account: BankAccountFormOutput): UsBankDetails {
  const { billingAddress } = account;
  return {
    routingNumber: account.routingNumber,
    accountNumber: account.accountNumber,
    accountType: account.accountType === 'saving' ? 'savings' : 'checking',
    ownershipType: account.ownershipType,
    ...(account.ownershipType === 'business'
      ? { businessName: account.businessName ?? '' }
      : { firstName: account.firstName ?? '', lastName: account.lastName ?? '' }),
    billingAddress: {
      streetAddress: billingAddress.streetAddress,
      ...(billingAddress.extendedAddress ? { extendedAddress: billingAddress.extendedAddress } : {}),
      locality: billingAddress.locality,
      region: billingAddress.region,
      postalCode: billingAddress.postalCode,
    },
  };
}

/**
 * The bank account form in Braintree mode: the same fields and debit authorization as in sandbox mode,
 * tokenized in the browser by braintree-web's US bank account component (the authorization is the ACH
 * mandate text Braintree requires); only the nonce reaches our server. Loads Braintree's client first.
 */
export function BraintreeBankAccountForm({ clientToken, onSaved, confirmSave }: BraintreeFormProps) {
  const [tokenizer, setTokenizer] = useState<{ tokenize: BankAccountTokenizer } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stopped = false;
    setTokenizer(null);
    setFailed(false);
    import('./braintree-sdk')
      .then((sdk) => sdk.createUsBankAccountTokenizer(clientToken))
      .then((tokenize) => {
        if (!stopped) setTokenizer({ tokenize: (account, mandateText) => tokenize(bankDetails(account), mandateText) });
      })
      .catch(() => {
        if (!stopped) setFailed(true);
      });
    return () => {
      stopped = true;
    };
  }, [clientToken]);

  if (failed) return <Alert severity="error">{PAYMENT_FORM_UNAVAILABLE}</Alert>;
  if (!tokenizer) return <LinearProgress aria-label="Loading payment form" />;
  return <BankAccountForm onSaved={onSaved} confirmSave={confirmSave} tokenize={tokenizer.tokenize} />;
}
