import { Title } from '../../layout/page';

/** Placeholder until the screen lands (issue 12). */
export default function Screen() {
  return <Title>Coming soon</Title>;
}
