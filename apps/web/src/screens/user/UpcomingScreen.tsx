import { Lead, Page, Title } from '../../layout/page';

/** A page of the signed-in area whose content comes with its own issue: its title, in the frame. */
export function UpcomingScreen({ title }: { title: string }) {
  return (
    <Page>
      <Title>{title}</Title>
      <Lead>This page is on its way.</Lead>
    </Page>
  );
}
