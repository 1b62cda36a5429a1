import { hotspotCalls } from '@console/api';
import { mutationOf } from '@console/ui';
import { internetApi } from '../../../api/internet-api';

/** A NAS's hotspot login pages: the signed link to their zip. */
export const hotspotApi = internetApi.injectEndpoints({
  endpoints: (build) => ({
    hotspotPagesLink: mutationOf(build, hotspotCalls.pages.link),
  }),
});

export const { useHotspotPagesLinkMutation } = hotspotApi;
