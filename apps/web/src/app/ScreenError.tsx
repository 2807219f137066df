import { errorMessages, screenText } from '@yo/domain';
import { ErrorPanel } from '@yo/ui';

/** The generic error panel of a screen that could not load (loaded only when one fails). */
export default function ScreenError({ contactHref }: { contactHref: string }) {
  return (
    <ErrorPanel
      title={errorMessages.somethingWentWrong}
      message={errorMessages.somethingWentWrongDetail}
      headingLevel={1}
      onTryAgain={() => window.location.reload()}
      tryAgainLabel={screenText.tryAgain}
      contactHref={contactHref}
      contactLabel={screenText.contactUs}
    />
  );
}
