import { hotspotCalls, P } from '@console/api';
import { renderMounted, server, sessionWith } from '@console/testing';
import { fail, ok } from '@console/testing/mock-api';
import { screen } from '@testing-library/react';
import { recordedCalls, rowId } from '../../../testing/recorded-calls';
import { HotspotPagesDownload } from './hotspot-pages-download';

const NAS_ID = rowId('nas', 3);

/** The part as the NAS's page shows it below its form (nas-edit-page.tsx; in Chromium: e2e/src/hotspot.e2e.test.ts). */
const renderOnNasPage = () =>
  renderMounted(
    { '/internet/nas/:id': <HotspotPagesDownload nasId={NAS_ID} /> },
    { route: `/internet/nas/${NAS_ID}`, session: sessionWith(P.MODIFY_NAS) },
  );

describe("a NAS's hotspot login pages", () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    // The browser's download: the signed link opened by an <a download> the button clicks.
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it("downloads the zip from the NAS's page through a signed link for that NAS", async () => {
    const { on, callsTo } = recordedCalls();
    server.use(on(hotspotCalls.pages.link, (body) => ok({ url: `/api${hotspotCalls.pages.download.path}?id=${body.id}&signature=x` })));
    const { user } = renderOnNasPage();
    expect(await screen.findByRole('heading', { name: 'Hotspot login pages' })).toBeInTheDocument();
    expect(screen.getByText(/README\.txt in the zip says how to upload them to the router/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download hotspot pages' }));
    expect(callsTo('nas/hotspot-pages/link')).toEqual([{ id: NAS_ID }]);
    expect(clicked).toEqual([`http://localhost/api/services/internet/nas/hotspot-pages?id=${NAS_ID}&signature=x`]);
  });

  it('says why when the server refuses the link', async () => {
    const { on } = recordedCalls();
    server.use(on(hotspotCalls.pages.link, () => fail(404, 'NAS not found.')));
    const { user } = renderOnNasPage();
    await user.click(await screen.findByRole('button', { name: 'Download hotspot pages' }));
    expect(await screen.findByText('NAS not found.')).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
