/** Uploads `jpeg` as the employee's photo the way the console's form does (multipart, `employeeId` and `photo`), to a running server at `baseUrl`. */
export function uploadEmployeePhoto(baseUrl: string, token: string, employeeId: string, jpeg: Buffer, filename = 'me.jpg'): Promise<Response> {
  const form = new FormData();
  form.append('employeeId', employeeId);
  form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), filename);
  return fetch(`${baseUrl}/api/employee/photo/upload`, { method: 'POST', body: form, headers: { authorization: token } });
}
