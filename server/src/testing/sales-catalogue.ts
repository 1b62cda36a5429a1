/** Calls the API as the administrator and answers `data`, throwing on anything but 200 (suite setup, not the calls under test). */
export type AdminCall = (url: string, body: object) => Promise<any>;

/** A kiosk selling in `locationId`. */
export async function createKiosk(ok: AdminCall, locationId: string): Promise<{ id: string }> {
  return (await ok('/services/internet/salepoint/create', { name: 'Allen Kiosk', type: 1, phone: '08012345678', locationId })).salePoint;
}

/** The instant-access plan sold as vouchers at one sale point: an hour for 200, 150 of it the sale point's. */
export async function createHourPass(ok: AdminCall, profileId: string, salePointId: string): Promise<{ id: string }> {
  const body = {
    type: 2,
    name: 'Hour Pass',
    description: 'One hour',
    profileId,
    amount: 200,
    validity: 1,
    contractValue: 150,
    uptime: 60,
    salePointPlans: [{ salePoint: { id: salePointId } }],
  };
  return (await ok('/services/internet/plan/create', body)).plan;
}

/** The prepaid plan subscribers in `locationId` are given: a month for 15,000. */
export async function createMonthlyPlan(ok: AdminCall, profileId: string, locationId: string): Promise<{ id: string }> {
  const body = {
    type: 1,
    name: 'Home Monthly',
    description: 'Monthly',
    profileId,
    amount: 15000,
    validity: 30,
    locationPlans: [{ location: { id: locationId } }],
  };
  return (await ok('/services/internet/plan/create', body)).plan;
}

/**
 * What selling needs, made through the API: a location (Ikeja), a profile, a monthly prepaid plan
 * sold there, a kiosk in it and the hour pass sold at the kiosk.
 */
export async function seedSalesCatalogue(ok: AdminCall) {
  const { location } = await ok('/services/internet/location/create', { code: 'IKJ', name: 'Ikeja' });
  const { profile } = await ok('/services/internet/profile/create', {
    name: 'Home 2M',
    description: 'Home',
    rateLimit: '1M/2M',
    ipPool: 'home',
    nasProfiles: [],
  });
  const body = {
    type: 1,
    name: 'Home Monthly',
    description: 'Monthly',
    profileId: profile.id,
    amount: 15000,
    validity: 30,
    locationPlans: [{ location: { id: location.id } }],
  };
  const { plan: prepaid } = await ok('/services/internet/plan/create', body);
  const salePoint = await createKiosk(ok, location.id);
  const hourPass = await createHourPass(ok, profile.id, salePoint.id);
  return { location, profile, prepaid, salePoint, hourPass };
}
