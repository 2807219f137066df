import styled from 'styled-components';

/** Layout of the account page's cards; the look comes from the --yo-* variables. */

/** The three cards, one under the other. */
export const Cards = styled.div`
  display: grid;
  gap: var(--yo-space-5);
  min-width: 0;
`;

/** A list of phones or cards: rows separated by a rule. */
export const Rows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li {
    border-top: 1px solid var(--yo-color-border-default);
  }
`;

/** One row: what it is on the left, its controls on the right (wrapping on a phone). */
export const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--yo-space-2) var(--yo-space-4);
  padding: var(--yo-space-3) 0;
  min-width: 0;
`;

export const RowText = styled.div`
  display: grid;
  gap: var(--yo-space-1);
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const RowTitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--yo-space-2);
  font-weight: var(--yo-font-weight-bold);
`;

export const RowControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--yo-space-3);
`;

/** The 'Primary' label. */
export const Badge = styled.span`
  display: inline-block;
  padding: 0 var(--yo-space-2);
  border-radius: var(--yo-radius-small);
  background: var(--yo-color-brand-secondary);
  color: var(--yo-color-text-inverse);
  font-size: var(--yo-font-size-small);
  font-weight: var(--yo-font-weight-bold);
  line-height: 1.6;
`;

/** Read-only name and value pairs (the Account card). */
export const Facts = styled.dl`
  display: grid;
  gap: var(--yo-space-3);
  margin: 0;
  @media (min-width: 600px) {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: var(--yo-space-5);
  }
  dt {
    font-weight: var(--yo-font-weight-bold);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A heading inside the card dialog ('Card Details', 'Billing Address Details'). */
export const SectionHeading = styled.h3`
  margin: 0;
  font-size: var(--yo-font-size-medium);
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--yo-color-text-muted);
`;

/** The 3-D Secure frame of a card being added, with its spinner over it until it loads. */
export const FrameBox = styled.div`
  position: relative;
  min-height: 24rem;
  iframe {
    display: block;
    width: 100%;
    height: 32rem;
    border: 0;
  }
  &[data-loading] iframe {
    visibility: hidden;
  }
`;

export const FrameSpinner = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

/** A name in the Account card that opens 'Edit Profile': a text button aligned with the text. */
export const NameAction = styled.span`
  display: inline-block;
  margin: calc(-1 * var(--yo-space-2)) 0 calc(-1 * var(--yo-space-2)) calc(-1 * var(--yo-space-5));
`;
