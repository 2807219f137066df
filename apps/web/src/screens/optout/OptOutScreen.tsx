import { Button } from '@yo/ui';
import { useAtomValue } from 'jotai';
import { Hero, Page, Prose, Section } from '../../layout/page';
import { useHydrating } from '../../lib/useHydrating';
import { consentAtom, clearConsent } from '../../state/consent';

export default function OptOutScreen() {
  const stored = useAtomValue(consentAtom);
  // The prerendered page knows no choice: hydrated as it is, then the stored choice is shown.
  const consent = useHydrating() ? null : stored;
  const current =
    consent === null
      ? 'You have not made a choice yet.'
      : consent.choice === 'accepted'
        ? 'You have allowed analytics cookies.'
        : 'You have declined analytics cookies.';
  return (
    <Page>
      <Hero
        eyebrow="Cookie Preferences"
        title="Your cookie choices"
        lead="Necessary cookies keep Yo working and secure and are always on. Analytics cookies help us understand which pages people use, so we can make them better; they are only used if you agree."
      />
      <Section id="current" title="Your current choice">
        <Prose>
          <p>{current}</p>
          <p>
            Reset your preferences to clear your stored choice. The page will reload and ask you
            again.
          </p>
        </Prose>
        <div>
          <Button
            onPress={() => {
              clearConsent();
              window.location.reload();
            }}
          >
            Reset Preferences
          </Button>
        </div>
      </Section>
    </Page>
  );
}
