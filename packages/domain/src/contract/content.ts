/** Requests of the content calls: banners, documents, service status, countries, contact. */
import { enums, object, string, type Infer } from 'superstruct';
import { SERVICE_IDS } from '../constants.js';
import { QueryBoolean, QueryInteger } from './envelope.js';

export const BannerQueryStruct = object({ pageName: string(), isRegistered: QueryBoolean });
export type BannerQuery = Infer<typeof BannerQueryStruct>;

export const DocumentParamsStruct = object({ fileId: string() });
export type DocumentParams = Infer<typeof DocumentParamsStruct>;

export const ServiceStatusQueryStruct = object({
  serviceId: enums([SERVICE_IDS.billPay, SERVICE_IDS.topUp]),
});
export type ServiceStatusQuery = Infer<typeof ServiceStatusQueryStruct>;

/** `id` is the ISO 3166 numeric country code ('840'). */
export const CountryStatesParamsStruct = object({ id: string() });
export type CountryStatesParams = Infer<typeof CountryStatesParamsStruct>;

/** `subject` is 'New contact request from {name}' (see `contactMessages.subject`). */
export const ContactEmailRequestStruct = object({
  subject: string(),
  message: string(),
  email: string(),
  mobile: string(),
});
export type ContactEmailRequest = Infer<typeof ContactEmailRequestStruct>;

export const VatQueryStruct = object({ countryId: QueryInteger });
export type VatQuery = Infer<typeof VatQueryStruct>;
