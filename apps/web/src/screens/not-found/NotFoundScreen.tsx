import { errorMessages, screenText } from '@yo/domain';
import { Button } from '@yo/ui';
import styled from 'styled-components';
import { useLocation } from 'wouter';

const Box = styled.section`
  display: grid;
  justify-items: center;
  gap: var(--yo-space-4);
  padding: var(--yo-space-8) var(--yo-space-4);
  text-align: center;
  h1 {
    margin: 0;
    font-size: var(--yo-font-size-xxlarge);
  }
  p {
    margin: 0;
    color: var(--yo-color-text-muted);
  }
`;

/** Spec 2.1 and 8: an unknown page inside the shell, with Go Back. */
export function NotFoundScreen() {
  const [, navigate] = useLocation();
  return (
    <Box aria-labelledby="not-found-title">
      <h1 id="not-found-title">{errorMessages.pageNotFound}</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Button
        onPress={() => {
          if (window.history.length > 1) window.history.back();
          else navigate('/');
        }}
      >
        {screenText.goBack}
      </Button>
    </Box>
  );
}
