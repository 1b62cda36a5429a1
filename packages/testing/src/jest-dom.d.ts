// Makes the jest-dom matchers known to every tsc run that includes this folder (the root typecheck).
/// <reference types="@testing-library/jest-dom" />
