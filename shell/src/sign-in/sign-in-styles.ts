// Chakra's default theme values as the full console shows them (colours, type scale, spacing,
// radii), written out so the light page looks the same without loading Chakra. Sent inline with
// the script: a separate stylesheet would be one more round trip before the form shows.
export const SIGN_IN_CSS = `
body{margin:0;font-family:Inter,-apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif,"Apple Color Emoji","Segoe UI Emoji","Segoe UI Symbol";line-height:1.5;color:#09090b;-webkit-font-smoothing:antialiased}
.si-page *{box-sizing:border-box}
.si-page{min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f4f5;padding:2.5rem 1rem}
.si-column{display:flex;flex-direction:column;align-items:center;gap:1.5rem;width:100%;max-width:28rem}
.si-header{display:flex;flex-direction:column;align-items:center;gap:1.5rem}
.si-header img{width:3.5rem;height:3.5rem}
.si-header h1{margin:0;font-size:1.25rem;line-height:1.875rem;font-weight:600}
.si-card{position:relative;width:100%;background:#fff;border-radius:.5rem;padding:2rem;box-shadow:0 2px 4px rgba(24,24,27,.1),0 0 1px rgba(24,24,27,.3);display:flex;flex-direction:column;gap:1.25rem}
.si-card h2{margin:0;font-size:1.125rem;line-height:1.75rem;font-weight:600}
.si-card form{display:flex;flex-direction:column;gap:1rem}
.si-field{display:flex;flex-direction:column;gap:.375rem}
.si-field label{font-size:.875rem;line-height:1.25rem;font-weight:500}
.si-field input{height:2.5rem;padding:0 .75rem;font:inherit;font-size:.875rem;color:inherit;background:#fff;border:1px solid #e4e4e7;border-radius:.25rem;outline:0;width:100%}
.si-field input:focus-visible{border-color:#2563eb;outline:1px solid #2563eb}
.si-field input[aria-invalid]{border-color:#ef4444}
.si-field input[aria-invalid]:focus-visible{outline-color:#ef4444}
.si-hint,.si-error{font-size:.75rem;line-height:1rem}
.si-hint{color:#52525b}
.si-error{color:#b91c1c;font-weight:500}
.si-check{display:inline-flex;align-items:center;gap:.5rem;font-size:.875rem;line-height:1.25rem;font-weight:500;cursor:pointer;align-self:flex-start}
.si-check input{width:1rem;height:1rem;margin:0;accent-color:#18181b}
.si-link{align-self:flex-start;font-size:.875rem;line-height:1.25rem;color:#2563eb;text-decoration:none;text-underline-offset:3px;border-radius:.125rem}
.si-link:hover{text-decoration:underline}
.si-link:focus-visible,.si-button:focus-visible,.si-check input:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
.si-button{position:relative;display:inline-flex;align-items:center;justify-content:center;height:2.5rem;min-width:2.5rem;padding:0 1rem;font:inherit;font-size:.875rem;line-height:1.25rem;font-weight:500;color:#fff;background:#2563eb;border:0;border-radius:.25rem;cursor:pointer}
.si-button:hover{background:rgba(37,99,235,.9)}
.si-button:disabled{cursor:default}
.si-hidden{visibility:hidden}
.si-spinner{position:absolute;width:1.25rem;height:1.25rem;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:si-spin .65s linear infinite}
@keyframes si-spin{to{transform:rotate(360deg)}}
.si-alert{padding:.75rem 1rem;border-radius:.375rem;background:#fef2f2;color:#991b1b;font-size:.875rem;line-height:1.25rem;font-weight:500}
.si-footer{font-size:.875rem;line-height:1.25rem;color:#52525b}
`;
