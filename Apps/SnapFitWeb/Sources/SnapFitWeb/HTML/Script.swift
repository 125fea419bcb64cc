/// The one script (`/app.js`), which only enhances: the last viewed product is scrolled into view; the list's
/// "more" link loads the next rows in place as it comes into view (infinite scroll); a live section
/// (`data-refresh`, in seconds) is fetched again and swapped in place; and a registration form shows its upload's
/// progress. A page the browser brings back from its back/forward cache (Chrome does, even for `no-store` pages)
/// is loaded again, so coming back to a list marks the product viewed since. Every page works without it.
enum Script {
    static let text = """
        "use strict";
        window.addEventListener("pageshow", function (event) {
          if (event.persisted) { location.reload(); }
        });
        document.addEventListener("DOMContentLoaded", function () {
          var live = document.querySelector("[data-refresh]");
          if (live) {
            setInterval(function () {
              fetch(location.href, {credentials: "same-origin"}).then(function (r) { return r.text(); }).then(function (html) {
                var next = new DOMParser().parseFromString(html, "text/html").getElementById(live.id);
                if (next) { live.replaceChildren.apply(live, Array.from(next.childNodes)); }
              }).catch(function () {});
            }, 1000 * Number(live.dataset.refresh));
          }
          var upload = document.getElementById("register-form");
          var bar = document.getElementById("upload-progress");
          if (upload && bar && "FormData" in window) {
            upload.addEventListener("submit", function (event) {
              event.preventDefault();
              var xhr = new XMLHttpRequest();
              bar.hidden = false;
              xhr.upload.addEventListener("progress", function (e) {
                if (e.lengthComputable) { bar.value = Math.round(100 * e.loaded / e.total); }
              });
              xhr.addEventListener("load", function () {
                document.open();
                document.write(xhr.responseText);
                document.close();
                history.replaceState(null, "", xhr.responseURL || upload.action);
              });
              xhr.addEventListener("error", function () { bar.hidden = true; });
              xhr.open("POST", upload.action);
              xhr.send(new FormData(upload));
            });
          }
          var last = document.querySelector(".last-viewed");
          if (last && !location.hash) { last.scrollIntoView({block: "center"}); }
          var more = document.querySelector(".more a[rel=next]");
          if (!more || !("IntersectionObserver" in window)) { return; }
          var loading = false;
          var observer = new IntersectionObserver(function (entries) {
            if (loading || !entries.some(function (e) { return e.isIntersecting; })) { return; }
            loading = true;
            fetch(more.href, {credentials: "same-origin"}).then(function (r) { return r.text(); }).then(function (html) {
              var next = new DOMParser().parseFromString(html, "text/html");
              var list = document.querySelector(".cards"), nextList = next.querySelector(".cards");
              if (!list || !nextList) { return; }
              var known = {};
              list.querySelectorAll(".card").forEach(function (c) { known[c.id] = true; });
              nextList.querySelectorAll(".card").forEach(function (c) { if (!known[c.id]) { list.appendChild(c); } });
              var nextMore = next.querySelector(".more a[rel=next]");
              var footer = document.querySelector(".footer"), nextFooter = next.querySelector(".footer");
              if (footer && nextFooter) { footer.textContent = nextFooter.textContent; }
              if (nextMore) { more.href = nextMore.href; loading = false; }
              else { observer.disconnect(); more.parentNode.remove(); }
            }).catch(function () { observer.disconnect(); });
          });
          observer.observe(more);
        });
        """
}
