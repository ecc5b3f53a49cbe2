// Contact us (spec §2 common/contactus): the page from GET /contactus; e-mail addresses in it open
// the mail app.
import { Trans } from '@lingui/react/macro';
import { ContentPageScreen, HelpMenu } from './content-parts';

export default function ContactUs() {
  return (
    <ContentPageScreen
      keyword="contactus"
      fallbackTitle={<Trans>Contact us</Trans>}
      footer={<HelpMenu exclude="contactus" />}
    />
  );
}
