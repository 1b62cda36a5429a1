import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from './base-api';
import { sessionSlice } from './session';
import { sessionStorageListener } from './session-storage';

/** The console's root reducer; remotes add their own slices with `rootReducer.inject`. */
export const rootReducer = combineSlices(sessionSlice, baseApi);

export type RootState = ReturnType<typeof rootReducer>;

/** The store of the shell, and of the tests and standalone pages that stand in for it. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionStorageListener.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
