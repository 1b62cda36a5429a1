/** Tables of devices and reply items (migration 0025; docs/radius.md "Devices" and "Vendors"). */

/** A MAC a subscriber's login may come from: listed by staff (learnedAt null) or learned by FreeRADIUS. */
export interface CustomerDevicesTable {
  customerId: string;
  /** Lower case, colon-separated: aa:bb:cc:dd:ee:ff. */
  mac: string;
  learnedAt: number | null;
}

/** A profile's free-form reply item, in the order the operator wrote them. */
export interface ProfileReplyAttributesTable {
  profileId: string;
  position: number;
  attribute: string;
  value: string;
}

export interface DeviceTables {
  customer_devices: CustomerDevicesTable;
  profile_reply_attributes: ProfileReplyAttributesTable;
}
