import styled from 'styled-components';

/** Layout of the top-up steps; the look comes from the --yo-* variables. */

/** The carrier the server found for the number: its logo and name. */
export const CarrierBadge = styled.p`
  display: flex;
  align-items: center;
  gap: var(--yo-space-2);
  margin: 0;
  min-height: 2rem;
  font-weight: var(--yo-font-weight-bold);
  img {
    height: 2rem;
    width: auto;
    max-width: 8rem;
  }
`;

/** Card-security marks: only on phones (2.8). */
export const SecurityMarks = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--yo-space-2);
  margin: 0;
  font-size: var(--yo-font-size-small);
  color: var(--yo-color-text-muted);
  @media (min-width: 600px) {
    display: none;
  }
`;
