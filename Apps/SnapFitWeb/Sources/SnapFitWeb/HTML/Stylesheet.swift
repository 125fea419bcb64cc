/// The one stylesheet (`/style.css`): readable from a 360 px phone to a desktop, visible focus, no web fonts.
enum Stylesheet {
    static let text = """
        *,*::before,*::after{box-sizing:border-box}
        :root{--ink:#1d1b20;--muted:#5c5866;--line:#dedbe3;--accent:#6b3fd4;--soft:#f3effc;--mark:#fff2c2}
        body{margin:0;font:16px/1.5 system-ui,-apple-system,"Apple SD Gothic Neo","Noto Sans KR",sans-serif;color:var(--ink);background:#fff;word-break:keep-all;overflow-wrap:break-word}
        .card-price,.options,.lines{font-variant-numeric:tabular-nums}
        a{color:var(--accent)}
        a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
        .skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
        .skip:focus{left:.5rem}
        .top{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;padding:.75rem 1rem;border-bottom:1px solid var(--line)}
        .brand{font-weight:700;font-size:1.2rem;text-decoration:none;color:var(--ink)}
        nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem .75rem}
        nav a[aria-current]{font-weight:700;color:var(--ink)}
        main{max-width:1080px;margin:0 auto;padding:1rem}
        .bottom{color:var(--muted);font-size:.85rem;text-align:center;padding:1rem}
        h1{font-size:1.5rem;line-height:1.3;margin:.5rem 0 1rem}
        h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
        .lead,.notice,.hint,.position,.footer{color:var(--muted)}
        .chips ul{gap:.5rem}
        .chips a,.switch a{display:inline-block;padding:.3rem .8rem;border:1px solid var(--line);border-radius:999px;text-decoration:none}
        .chips a[aria-current],.switch a[aria-current]{background:var(--accent);border-color:var(--accent);color:#fff}
        .switch{margin:.75rem 0}
        .search{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-bottom:.75rem}
        .search input{flex:1 1 12rem}
        input,select,button{font:inherit;padding:.45rem .6rem;border:1px solid var(--line);border-radius:.4rem;max-width:100%}
        button,.button{background:var(--accent);color:#fff;border:1px solid var(--accent);cursor:pointer;text-decoration:none;display:inline-block;padding:.45rem .9rem;border-radius:.4rem}
        .cancel{margin:1.5rem 0}
        .reservations{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
        .reservations li{display:flex;gap:.75rem;align-items:center;border:1px solid var(--line);border-radius:.6rem;padding:.75rem}
        .reservations li > div{display:grid;gap:.2rem;min-width:0}
        .reservations img,.reservations .no-photo{flex:none;width:96px;height:72px;object-fit:cover;border-radius:.4rem;background:var(--soft)}
        .booking-title{font-weight:600}
        .status{justify-self:start;font-size:.85rem;padding:.1rem .6rem;border-radius:999px;background:var(--soft)}
        .status-cancelled{background:#eee;color:var(--muted)}
        .status-active{background:#e6f4ea;color:#1e6b30}
        .cancel summary{cursor:pointer;color:var(--accent);text-decoration:underline}
        .actions{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;list-style:none;padding:0}
        .actions form{margin:0}
        .buy h2{margin-top:.75rem}
        .options{margin:.25rem 0 .5rem;padding-left:1.2rem}
        .vibe-names{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
        .vibe-names li{padding:.3rem .8rem;border-radius:999px;background:var(--soft)}
        .top a,nav a,.actions a{white-space:nowrap}
        .cards{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
        .cards.grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr))}
        .cards.rows .card{display:grid;grid-template-columns:120px 1fr;column-gap:.75rem}
        .cards.rows .card>*{grid-column:2}
        .cards.rows .card>.card-photo{grid-column:1;grid-row:1/span 6}
        .cards.rows .card-title{margin-top:0}
        .card{border:1px solid var(--line);border-radius:.6rem;padding:.5rem;scroll-margin-top:4rem}
        .card img,.no-photo{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.4rem;background:var(--soft)}
        .card-link,.card-photo{text-decoration:none;color:var(--ink)}
        .card-title{display:block;font-weight:600;margin:.4rem 0 .2rem}
        .card p{margin:.15rem 0;font-size:.9rem}
        .card-meta,.card-maker{color:var(--muted)}
        .card-price{font-weight:600}
        .last-viewed{background:var(--mark);border-color:#e0b400;box-shadow:0 0 0 2px #e0b400}
        .badge{display:inline-block;font-size:.75rem;background:#e0b400;color:#000;border-radius:.3rem;padding:0 .4rem}
        .like button{background:#fff;color:var(--accent);margin-top:.3rem;padding:.2rem .6rem}
        .like button[aria-pressed=true]{background:var(--soft)}
        .more{text-align:center;margin:1.5rem 0}
        .slider{list-style:none;margin:0;padding:0;display:flex;gap:.5rem;overflow-x:auto;scroll-snap-type:x mandatory}
        .slider li{flex:0 0 min(100%,480px);scroll-snap-align:start}
        .slider img{width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;background:var(--soft)}
        .steps ul{justify-content:space-between;margin:1rem 0}
        .description{white-space:pre-line}
        .thumbnails{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr));max-width:40rem;gap:.5rem}
        .no-photo.named{display:flex;align-items:center;justify-content:center;padding:.25rem;font-size:.8rem;text-align:center;overflow-wrap:anywhere}
        .thumbnails img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.4rem;background:var(--soft)}
        .viewer{margin:0;text-align:center}
        .viewer img{max-width:100%;max-height:80vh;height:auto}
        .stacked{display:grid;gap:.4rem;max-width:28rem;min-width:0}
        .field{display:grid;gap:.25rem;margin-bottom:.5rem;min-width:0}
        .field input:not([type=checkbox]),.field select,.field textarea{width:100%;box-sizing:border-box}
        textarea{font:inherit;padding:.45rem .6rem;border:1px solid var(--line);border-radius:.4rem;min-height:4.5rem}
        .field .hint,.field .field-error,.choices .field-error{margin:0;overflow-wrap:anywhere}
        .choices{border:1px solid var(--line);border-radius:.4rem;margin:0 0 .5rem;min-width:0}
        .choices ul{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
        .field:has(> input[type=checkbox]){display:flex;align-items:center;gap:.5rem}
        .lines{padding-left:1.2rem}
        .option-rows{list-style:none;padding:0;margin:.3rem 0}
        .option-row{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem .5rem;margin-bottom:.4rem}
        .option-row input{width:7.5rem}
        .choices .hint{margin:0 0 .3rem}
        .secondary{background:#fff;color:var(--accent)}
        .danger{color:#a4161a}
        #notice{color:inherit;background:#e6f4ea;border-left:4px solid #2b8a3e;padding:.6rem .8rem;font-weight:600}
        .reservation-photo{display:block;width:100%;max-width:320px;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.4rem}
        #status{font-size:1.1rem;font-weight:700}
        button.danger{background:#a4161a;border-color:#a4161a;color:#fff}
        .danger-zone{margin-top:2rem;padding-top:1rem;border-top:1px solid var(--line)}
        .warning{color:#a4161a;font-weight:600}
        .badge.change-new{background:#2b8a3e;color:#fff}
        .badge.change-cancelled{background:#a4161a;color:#fff}
        progress{width:100%}
        .field-error,.problem p{color:#a4161a}
        .problem{border-left:4px solid #a4161a;padding-left:1rem}
        @media (min-width:720px){.cards.grid{grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}h1{font-size:1.9rem}}
        """
}
