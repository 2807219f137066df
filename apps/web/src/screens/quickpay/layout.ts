import styled from 'styled-components';

/** Layout of the quick-pay screen; the look comes from the --yo-* variables. */

export const Screen = styled.div`
  display: grid;
  gap: var(--yo-space-5);
  width: 100%;
  max-width: 60rem;
  margin: 0 auto;
  min-width: 0;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: var(--yo-font-size-xxlarge);
  line-height: var(--yo-font-line-height-tight);
`;

export const StepForm = styled.form`
  display: grid;
  gap: var(--yo-space-4);
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: var(--yo-font-size-large);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--yo-space-3);
  justify-content: space-between;
  align-items: center;
`;

export const ActionGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--yo-space-3);
`;

export const ReviewGrid = styled.div`
  display: grid;
  gap: var(--yo-space-4);
  min-width: 0;
  @media (min-width: 720px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: var(--yo-space-2) var(--yo-space-4);
  margin: 0;
  dt {
    color: var(--yo-color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  /* Phones: each value under its name. */
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    dd {
      text-align: start;
      margin-block-end: var(--yo-space-2);
    }
  }
  [data-total] {
    font-weight: var(--yo-font-weight-bold);
  }
`;

export const Note = styled.p`
  margin: 0;
  font-size: var(--yo-font-size-small);
  color: var(--yo-color-text-muted);
`;

export const FrameBox = styled.div`
  position: relative;
  min-height: 20rem;
  border-radius: var(--yo-radius-medium);
  overflow: hidden;
  background: var(--yo-color-surface-raised);
  iframe {
    display: block;
    width: 100%;
    /* The bank's page and the result page are long on a phone: no scrolling inside a box. */
    height: 60rem;
    border: 0;
    @media (min-width: 600px) {
      height: 40rem;
    }
  }
  &[data-loading] iframe {
    visibility: hidden;
  }
`;

export const FrameLoading = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

export const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;
