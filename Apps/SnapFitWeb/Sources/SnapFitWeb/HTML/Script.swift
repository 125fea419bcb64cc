/// The one script (`/app.js`), which only enhances: the last viewed product is scrolled into view; the list's
/// "more" link loads the next rows in place as it comes into view (infinite scroll); a live section
/// (`data-refresh`, in seconds) is fetched again and swapped in place; what only works with the script
/// (`data-script-only`) is shown; and a registration form adds and removes option rows, offers the chosen pictures
/// as its thumbnail, turns JPEG photos into PNG (at most `data-png-side` px on the longer side) before the upload,
/// and shows the upload's progress. A page the browser brings back from its back/forward cache (Chrome does, even for `no-store` pages)
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
          document.querySelectorAll("[data-script-only]").forEach(function (e) { e.hidden = false; });
          optionRows(document.getElementById("option-rows"), document.getElementById("add-option"));
          thumbnailChoices(document.getElementById("images"), document.getElementById("thumbnail-choices"));
          var upload = document.getElementById("register-form");
          var bar = document.getElementById("upload-progress");
          if (upload && bar && "FormData" in window) {
            var send = function (data) {
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
              xhr.send(data);
            };
            upload.addEventListener("submit", function (event) {
              event.preventDefault();
              var data = new FormData(upload);
              var side = Number(upload.dataset.pngSide);
              Promise.all(data.getAll("images").map(function (file) { return toPNG(file, side); })).then(function (files) {
                data.delete("images");
                files.forEach(function (file) { data.append("images", file, file.name); });
                send(data);
              }, function () { send(new FormData(upload)); });
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
        // The options' rows: "add" copies the last row empty, "remove" takes a row away (the last one is emptied).
        function optionRows(rows, add) {
          if (!rows || !add) { return; }
          var renumber = function () {
            Array.from(rows.children).forEach(function (row, index) {
              row.querySelectorAll("input").forEach(function (e) { e.id = e.id.replace(/\\d+$/, index + 1); });
              row.querySelectorAll("label").forEach(function (e) { e.htmlFor = e.htmlFor.replace(/\\d+$/, index + 1); });
              row.querySelectorAll(".visually-hidden").forEach(function (e) {
                e.textContent = e.textContent.replace(/\\d+/, index + 1);
              });
            });
          };
          var empty = function (row) {
            row.querySelectorAll("input").forEach(function (e) { e.value = ""; e.removeAttribute("aria-invalid"); });
          };
          add.addEventListener("click", function () {
            var row = rows.lastElementChild.cloneNode(true);
            empty(row);
            rows.appendChild(row);
            renumber();
            row.querySelector("input").focus();
          });
          rows.addEventListener("click", function (event) {
            var row = event.target.closest(".remove-option") && event.target.closest("li");
            if (!row) { return; }
            if (rows.children.length > 1) { row.remove(); } else { empty(row); }
            renumber();
            add.focus();
          });
        }
        // The thumbnail is one of the pictures chosen: a radio button each, the first checked.
        function thumbnailChoices(images, choices) {
          if (!images || !choices) { return; }
          images.addEventListener("change", function () {
            choices.replaceChildren();
            Array.from(images.files).forEach(function (file, index) {
              var choice = document.createElement("div");
              var radio = document.createElement("input");
              var label = document.createElement("label");
              choice.className = "choice";
              Object.assign(radio, {type: "radio", name: "thumbnail", id: "thumbnail-" + (index + 1)});
              Object.assign(radio, {value: String(index + 1), defaultChecked: index === 0});
              label.htmlFor = radio.id;
              label.textContent = file.name;
              choice.append(radio, " ", label);
              choices.appendChild(choice);
            });
          });
        }
        // A JPEG as a PNG of at most `side` px on its longer side (the upload takes png, heic and heif); else the file.
        function toPNG(file, side) {
          if (!/^image\\/jpe?g$/.test(file.type) || !("createImageBitmap" in window)) { return Promise.resolve(file); }
          return createImageBitmap(file).then(function (bitmap) {
            var scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
            var canvas = document.createElement("canvas");
            canvas.width = Math.max(1, Math.round(bitmap.width * scale));
            canvas.height = Math.max(1, Math.round(bitmap.height * scale));
            canvas.getContext("2d").drawImage(bitmap, 0, 0, canvas.width, canvas.height);
            return new Promise(function (resolve, reject) {
              canvas.toBlob(function (png) {
                if (!png) { return reject(new Error("no PNG")); }
                resolve(new File([png], file.name.replace(/\\.jpe?g$/i, "") + ".png", {type: "image/png"}));
              }, "image/png");
            });
          });
        }
        """
}
