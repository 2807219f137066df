import styled from 'styled-components';

/** Layout of the login screen and its dialogs; the look comes from the --yo-* variables. */

/** The login column: narrow enough for a short form, centred on wide screens. */
export const Column = styled.div`
  display: grid;
  gap: var(--yo-space-5);
  width: 100%;
  max-width: 28rem;
  margin: 0 auto;
  min-width: 0;
`;

/** The form's card on the page. */
export const FormCard = styled.form`
  display: grid;
  gap: var(--yo-space-4);
  min-width: 0;
  padding: var(--yo-space-5) var(--yo-space-4);
  border-radius: var(--yo-radius-large);
  background: var(--yo-color-surface-raised);
  box-shadow: var(--yo-shadow-raised);
  @media (min-width: 600px) {
    padding: var(--yo-space-6);
  }
`;

/** A form inside a dialog: its fields one under the other. */
export const DialogForm = styled.form`
  display: grid;
  gap: var(--yo-space-4);
  min-width: 0;
  p {
    margin: 0;
  }
`;

/** Forgot Password and the way to Sign Up under the button, centred one under the other. */
export const LinkRow = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--yo-space-2);
  text-align: center;
`;
