import { INTERNET_MENU } from '@console/api';
import { expectShownAsItsPageOpens, menuEntriesOf, renderMounted } from '@console/testing';
import InternetRoutes from './routes';
import { mockInternetApi } from './testing/internet-mock-api';

describe('Internet routes', () => {
  it.each(menuEntriesOf(INTERNET_MENU))('shows the menu entry %s exactly to whom its page opens', async (_label, entry) => {
    mockInternetApi();
    await expectShownAsItsPageOpens(INTERNET_MENU, entry, (route, session) =>
      renderMounted({ '/internet/*': <InternetRoutes /> }, { route, session }),
    );
  });
});
