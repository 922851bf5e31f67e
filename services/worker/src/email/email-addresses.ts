export interface EmailAddresses {
  from: string;
  host: string;
}

export const EMAIL_ADDRESSES = Symbol('EMAIL_ADDRESSES');
