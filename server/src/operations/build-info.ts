import rootPackage from '../../../package.json';

/** Set by the build (scripts/build-server.mjs); absent when the sources run as they are (tests). */
declare const BUILD_INFO: { version: string; commit: string } | undefined;

/** Which release this process runs: the `build_info` metric, so a dashboard shows what each instance runs. */
export const buildInfo: { version: string; commit: string } =
  typeof BUILD_INFO === 'undefined' ? { version: rootPackage.version, commit: 'unbuilt' } : BUILD_INFO;
