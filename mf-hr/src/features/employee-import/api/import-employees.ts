import { employeeFileCalls, uploadWithProgress, type AnswerOf, type ApiError, type Call, type ImportCheck, type ImportProgress } from '@console/api';
import { mutationOf } from '@console/ui';
import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { hrApi } from '../../../api/hr-api';

/** Where a check or an import has come: the file going up, then the server's rows. */
export type ImportStage = { phase: 'sending'; fraction: number } | ImportProgress;

export interface ImportArgs {
  file: File;
  onStage?: (stage: ImportStage) => void;
  /** A refused import's rows with problems (the database changed since the check). */
  onRefused?: (check: ImportCheck) => void;
}

const isProgress = (line: unknown): line is { progress: ImportProgress } => typeof line === 'object' && line !== null && 'progress' in line;
const refusedCheck = (line: unknown): ImportCheck | null => {
  const data = (line as { data?: Partial<ImportCheck> } | null)?.data;
  return data && Array.isArray(data.problems) ? (data as ImportCheck) : null;
};

/** Sends the file to `call` with its progress, and the server's progress lines as they come (NDJSON). */
async function send<C extends Call>(call: C, { file, onStage, onRefused }: ImportArgs, api: BaseQueryApi) {
  const body = new FormData();
  body.append('file', file, file.name);
  let last: unknown = null;
  const result = await uploadWithProgress(
    call.path,
    body,
    api,
    (fraction) => onStage?.({ phase: 'sending', fraction }),
    (line) => {
      if (isProgress(line)) onStage?.(line.progress);
      else last = line;
    },
  );
  const refused = 'error' in result ? refusedCheck(last) : null;
  if (refused) onRefused?.(refused);
  return result as { data: AnswerOf<C> } | { error: ApiError };
}

export const importEmployeesApi = hrApi.injectEndpoints({
  endpoints: (build) => ({
    checkEmployeeImport: build.mutation({
      queryFn: (args: ImportArgs, api) => send(employeeFileCalls.checkImport, args, api),
    }),
    importEmployees: build.mutation({
      queryFn: (args: ImportArgs, api) => send(employeeFileCalls.import, args, api),
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, 'Dashboard'],
    }),
    importValidEmployees: build.mutation({
      queryFn: (args: ImportArgs, api) => send(employeeFileCalls.importValid, args, api),
      invalidatesTags: [{ type: 'Employee', id: 'LIST' }, 'Dashboard'],
    }),
    importTemplateLink: mutationOf(build, employeeFileCalls.template.link),
  }),
});

export const { useCheckEmployeeImportMutation, useImportEmployeesMutation, useImportValidEmployeesMutation, useImportTemplateLinkMutation } =
  importEmployeesApi;
