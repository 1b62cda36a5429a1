/** Where the set goes: the router and the console it talks to. */
export interface HotspotSetup {
  /** The folder inside the zip, uploaded as it is to the router's Files: the profile's html-directory. */
  directory: string;
  /** The NAS as the console knows it. */
  nas: { shortname: string; nasname: string };
  /** The console's public address (PUBLIC_URL): its host goes in the walled garden, so the portal opens before login. */
  consoleUrl: string;
}

/** A directory name RouterOS and every unzip tool take: the NAS's short name in letters, digits, - and _. */
export function hotspotDirectory(shortname: string): string {
  return `hotspot-${shortname.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'pages'}`;
}

/**
 * README.txt beside the pages: the README's "Hotspot login pages" steps written out for this NAS
 * (RouterOS 7 commands). The shared secret is not in it: the zip may be passed around, the secret
 * stays in the console's NAS page.
 */
export function hotspotSetupText(setup: HotspotSetup): string {
  const host = new URL(setup.consoleUrl).hostname;
  return `Hotspot login pages for ${setup.nas.shortname} (${setup.nas.nasname})

1. Unzip this file. Upload the folder ${setup.directory} to the router: Winbox or WebFig, Files,
   drag the folder in (on a router with a flash/ folder, into flash/).
2. Point the hotspot at it and let the pages log in with CHAP (PAP stays for browsers without JavaScript):
   /ip hotspot profile set [find where name=<your hotspot profile>] html-directory=${setup.directory} login-by=http-chap,http-pap use-radius=yes
   (with the folder in flash/: html-directory=flash/${setup.directory})
3. Send the logins to the console's FreeRADIUS, with the secret the console shows on this NAS's page:
   /radius add service=hotspot address=<RADIUS server address> secret=<the NAS's secret> require-message-auth=yes
   /radius incoming set accept=yes port=3799
   (require-message-auth needs RouterOS 7.15 or later; /radius incoming lets the console disconnect a session)
4. Let visitors reach the self-service portal before they log in (check usage, recharge):
   /ip hotspot walled-garden add dst-host=${host}
5. Open any web page from a phone on the hotspot: the login page shows. A voucher PIN goes in the first
   field alone; a subscriber types the username and the network password.
`;
}
