import { OTP_LIMITS } from '@sangam/shared/limits';

/** A one-time code's length; the box takes no more. */
export const OTP_LENGTH = OTP_LIMITS.digits;

/** The code as typed or pasted, digits only ("123 456" from a message is 123456). */
export const cleanCode = (typed: string) => typed.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** Whether a code is whole enough to send (the server judges whether it is right). */
export const isWholeCode = (code: string) => cleanCode(code).length === OTP_LENGTH;
