// The webmail's one stylesheet, served by the pack at `/assets/mail.css` (a module, not a .css file, so the
// pack loads under Deno and Node with no file-system access). System fonts only: no request leaves the world.
export const MAIL_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2328;background:#f6f7f9}
body{margin:0;display:grid;grid-template-columns:15rem 1fr;grid-template-rows:auto 1fr;grid-template-areas:"head head" "nav main";min-height:100vh}
a{color:#0b57d0}
.visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip-link{position:absolute;left:-999px}.skip-link:focus{left:.5rem;top:.5rem;background:#fff;padding:.25rem .5rem;z-index:1}
.top{grid-area:head;display:flex;align-items:center;gap:1.5rem;padding:.6rem 1rem;background:#fff;border-bottom:1px solid #d8dce2}
.brand{font-weight:700;font-size:1.15rem;text-decoration:none;color:#1f2328}
.top form{flex:1;display:flex;gap:.4rem;max-width:36rem}
.top input[type=search]{flex:1}
.signed-in{margin:0 0 0 auto;color:#4b5563}
.side{grid-area:nav;padding:1rem .75rem;border-right:1px solid #d8dce2;background:#fff}
.side h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#6b7280;margin:1.2rem .5rem .3rem}
.side ul{list-style:none;margin:0;padding:0}
.side li a{display:flex;justify-content:space-between;padding:.3rem .6rem;border-radius:.4rem;text-decoration:none;color:#1f2328}
.side li a[aria-current=page]{background:#dbe7fb;font-weight:600}
.side .count{font-weight:600}
.label-dot{display:inline-block;width:.6rem;height:.6rem;border-radius:50%;margin-right:.4rem}
main{grid-area:main;padding:1rem 1.5rem;max-width:62rem}
h1{font-size:1.35rem;margin:.2rem 0 1rem}
button,.button{font:inherit;padding:.35rem .8rem;border:1px solid #b6bcc6;border-radius:.4rem;background:#fff;color:#1f2328;cursor:pointer;text-decoration:none;display:inline-block}
button.primary{background:#0b57d0;border-color:#0b57d0;color:#fff}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:2px solid #0b57d0;outline-offset:2px}
input,textarea{font:inherit;padding:.35rem .5rem;border:1px solid #b6bcc6;border-radius:.35rem;width:100%}
.threads{list-style:none;margin:0;padding:0;background:#fff;border:1px solid #d8dce2;border-radius:.5rem}
.threads li{display:grid;grid-template-columns:1fr auto;gap:.75rem;padding:.55rem .8rem;border-top:1px solid #eceef1}
.threads li:first-child{border-top:0}
.threads a{text-decoration:none;color:inherit;display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.threads .from{display:inline-block;min-width:12rem;margin-right:.75rem}
.threads .snippet{color:#6b7280}
.threads .unread{font-weight:700;background:#fbfcff}
.threads time{color:#6b7280;font-size:.85rem}
.starred{color:#b7791f}
.toolbar{display:flex;flex-wrap:wrap;gap:.4rem;margin:0 0 1rem}
.toolbar form{margin:0}
.message{background:#fff;border:1px solid #d8dce2;border-radius:.5rem;padding:.8rem 1rem;margin-bottom:.8rem}
.message header p{margin:.1rem 0;color:#4b5563}
.message .body{white-space:pre-wrap;margin-top:.75rem;font:inherit}
.field{margin-bottom:.75rem}
.field label{display:block;font-weight:600;margin-bottom:.2rem}
textarea{min-height:14rem}
.alert{border:1px solid #d93025;background:#fce8e6;color:#8c1d18;padding:.5rem .8rem;border-radius:.4rem;margin-bottom:1rem}
.notice{border:1px solid #1e8e3e;background:#e6f4ea;padding:.5rem .8rem;border-radius:.4rem;margin-bottom:1rem}
.paging{display:flex;gap:1rem;align-items:center;margin-top:.8rem}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #eceef1}
.empty{color:#6b7280}
`;
