import styled from 'styled-components';

/** Layout of the app's forms (sign in, sign up, payments); the look comes from the --yo-* variables. */

/** A form's column, centred on wide screens: narrow for a short form, wide for two columns. */
export const FormColumn = styled.div<{ $width?: 'narrow' | 'wide' }>`
  display: grid;
  gap: var(--yo-space-5);
  width: 100%;
  max-width: ${({ $width }) => ($width === 'wide' ? '44rem' : '28rem')};
  margin: 0 auto;
  min-width: 0;
`;

/** A form on its own raised card. */
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

/** Two columns of fields from tablet width up, one on phones. */
export const Fields = styled.div`
  display: grid;
  gap: var(--yo-space-4);
  min-width: 0;
  align-items: start;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field across both columns. */
export const Wide = styled.div`
  min-width: 0;
  @media (min-width: 720px) {
    grid-column: 1 / -1;
  }
`;

/** Links under a form's button, centred one under the other. */
export const CenteredLinks = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--yo-space-2);
  text-align: center;
`;
