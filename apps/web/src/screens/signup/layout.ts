import styled from 'styled-components';

/** Layout of the sign-up screen; the look comes from the --yo-* variables. */

/** The form's column: narrow enough to read, centred on wide screens. */
export const Column = styled.div`
  display: grid;
  gap: var(--yo-space-5);
  width: 100%;
  max-width: 44rem;
  margin: 0 auto;
  min-width: 0;
`;

export const Form = styled.form`
  display: grid;
  gap: var(--yo-space-5);
  min-width: 0;
  padding: var(--yo-space-5) var(--yo-space-4);
  border-radius: var(--yo-radius-large);
  background: var(--yo-color-surface-raised);
  box-shadow: var(--yo-shadow-raised);
  @media (min-width: 600px) {
    padding: var(--yo-space-6);
  }
`;

/** Two columns of fields from tablet width up, one on phones. */
export const Fields = styled.div`
  display: grid;
  gap: var(--yo-space-4);
  min-width: 0;
  align-items: start;
  @media (min-width: 600px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field across both columns. */
export const Wide = styled.div`
  min-width: 0;
  @media (min-width: 600px) {
    grid-column: 1 / -1;
  }
`;
