import { DOCUMENT_IDS } from '@yo/domain';

/** Links to the documents the API serves (spec 7: GET document/{fileId}). */
export const documentUrl = (fileId: string) => `/api/document/${fileId}`;

export const documentLinks = {
  terms: documentUrl(DOCUMENT_IDS.terms),
  privacy: documentUrl(DOCUMENT_IDS.privacy),
  letterOfInterest: documentUrl(DOCUMENT_IDS.letterOfInterest),
  agentListing: documentUrl(DOCUMENT_IDS.agentListing),
  paymentGatewayVideo: documentUrl(DOCUMENT_IDS.paymentGatewayVideo),
  scan2payVideo: documentUrl(DOCUMENT_IDS.scan2payVideo),
  howToScanVideo: documentUrl(DOCUMENT_IDS.howToScanVideo),
  threeDSecureVideo: documentUrl(DOCUMENT_IDS.threeDSecureVideo),
} as const;
