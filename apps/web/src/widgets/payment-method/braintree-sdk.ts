import * as braintreeClient from 'braintree-web/client';
import * as hostedFields from 'braintree-web/hosted-fields';
import * as usBankAccount from 'braintree-web/us-bank-account';
import type { Client } from 'braintree-web/client';
import type { HostedFields, HostedFieldsHostedFieldsFieldName } from 'braintree-web/hosted-fields';
import type { PaymentMethod } from '../../api/get-payment-method';
import type { ConfirmSave } from './confirm-save';

/**
 * Braintree's browser SDK (braintree-web), loaded only by the Braintree-mode payment forms through a
 * dynamic import, so it travels in its own chunk and never with the login route or the sandbox forms.
 * Card and bank details go from the browser to Braintree; our server receives the nonce only.
 */

const clients = new Map<string, Promise<Client>>();

/** The Braintree client of a client token (one per token: the card and the bank form share it). */
function clientFor(clientToken: string): Promise<Client> {
  let client = clients.get(clientToken);
  if (!client) {
    client = braintreeClient.create({ authorization: clientToken });
    // A failed start is not kept: choosing the form again tries again.
    client.catch(() => clients.delete(clientToken));
    clients.set(clientToken, client);
  }
  return client;
}

export type HostedCardFieldName = Extract<HostedFieldsHostedFieldsFieldName, 'number' | 'expirationDate' | 'cvv' | 'postalCode'>;

export interface HostedCardFieldSpec {
  container: HTMLElement;
  label: string;
  placeholder?: string | undefined;
}

/**
 * Hosted fields (Braintree's iframes) for the card number, expiry, CVV and billing zip in the given
 * containers. Only the accepted brands (spec 001 §5) count as valid numbers; the zip is 5 digits.
 */
export async function createHostedCardFields(
  clientToken: string,
  fields: Record<HostedCardFieldName, HostedCardFieldSpec>,
  style: { fontFamily: string; fontSize: string; color: string },
): Promise<HostedFields> {
  const client = await clientFor(clientToken);
  const field = (spec: HostedCardFieldSpec) => ({
    container: spec.container,
    placeholder: spec.placeholder,
    internalLabel: spec.label,
    iframeTitle: `Secure ${spec.label} field`,
  });
  return hostedFields.create({
    client,
    fields: {
      number: {
        ...field(fields.number),
        supportedCardBrands: {
          visa: true,
          mastercard: true,
          discover: true,
          'american-express': true,
          jcb: false,
          'diners-club': false,
          'union-pay': false,
          maestro: false,
          elo: false,
          mir: false,
          hiper: false,
          hipercard: false,
        },
      },
      expirationDate: field(fields.expirationDate),
      cvv: field(fields.cvv),
      postalCode: { ...field(fields.postalCode), minlength: 5, maxlength: 5 },
    },
    styles: {
      input: { 'font-family': style.fontFamily, 'font-size': style.fontSize, color: style.color },
      ':focus': { outline: 'none' },
    },
  });
}

/** The bank details braintree-web's US bank account component tokenizes (no bank login). */
export interface UsBankDetails {
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
  ownershipType: 'personal' | 'business';
  firstName?: string;
  lastName?: string;
  businessName?: string;
  billingAddress: { streetAddress: string; extendedAddress?: string; locality: string; region: string; postalCode: string };
}

/** A bank account tokenizer of the client token: details and the mandate text the person agreed to → nonce. */
export async function createUsBankAccountTokenizer(
  clientToken: string,
): Promise<(bankDetails: UsBankDetails, mandateText: string) => Promise<string>> {
  const client = await clientFor(clientToken);
  const instance = await usBankAccount.create({ client });
  return (bankDetails, mandateText) =>
    new Promise<string>((resolve, reject) => {
      instance.tokenize({ bankDetails, mandateText, bankLogin: undefined }, (error, payload: { nonce: string } | undefined) => {
        if (error || !payload) reject(error ?? new Error('The bank account was not tokenized'));
        else resolve(payload.nonce);
      });
    });
}

/** What both Braintree-mode forms take: the client token, and the sandbox forms' save callbacks. */
export interface BraintreeFormProps {
  clientToken: string;
  onSaved: (method: PaymentMethod) => void;
  confirmSave: ConfirmSave;
}
