// About us (spec §2 common/aboutus): the page from GET /aboutus and the help menu (GET /menu).
import { Trans } from '@lingui/react/macro';
import { ContentPageScreen, HelpMenu } from './content-parts';

export default function AboutUs() {
  return (
    <ContentPageScreen
      keyword="aboutus"
      fallbackTitle={<Trans>About us</Trans>}
      footer={<HelpMenu exclude="aboutus" />}
    />
  );
}
