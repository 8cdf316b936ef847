# shellcheck shell=bash
# The nginx site: deploy/nginx/site.conf with absolute paths, the site's name, its ports and TLS
# put between its «listen» marks, and a port-80 server that answers certbot's challenges and sends
# everyone else to HTTPS. Valid on nginx 1.22 (Debian 12: `listen … http2`) and ≥ 1.25.1
# (Debian 13: `http2 on;`). Checked with `nginx -t` before nginx reloads it.

nginx_version_at_least_1_25_1() {
  local version
  version=$(nginx -v 2>&1 | sed -n 's#^nginx version: nginx/\([0-9.]*\).*#\1#p')
  [[ -n $version ]] && printf '%s\n%s\n' 1.25.1 "$version" | sort -V -C
}

# the lines that replace site.conf's «listen» part
listen_block() {
  if nginx_version_at_least_1_25_1; then
    printf '    listen %s ssl;\n    listen [::]:%s ssl;\n    http2 on;\n' "$HTTPS_PORT" "$HTTPS_PORT"
  else
    printf '    listen %s ssl http2;\n    listen [::]:%s ssl http2;\n' "$HTTPS_PORT" "$HTTPS_PORT"
  fi
  printf '    server_name %s;\n' "$DOMAIN"
  printf '    ssl_certificate %s;\n    ssl_certificate_key %s;\n' "$TLS_CERT" "$TLS_KEY"
  printf '    ssl_protocols TLSv1.2 TLSv1.3;\n    ssl_session_cache shared:clinic_tls:10m;\n'
  # two years, subdomains too; `preload` only once every subdomain serves HTTPS
  printf '    add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;\n'
}

redirect_server() {
  local target
  if [[ $HTTPS_PORT == 443 ]]; then target="https://\$host\$request_uri"; else target="https://\$host:$HTTPS_PORT\$request_uri"; fi
  cat <<CONF

# port $HTTP_PORT: certbot's challenges (deploy/install --certbot), everyone else to HTTPS
server {
    listen $HTTP_PORT;
    listen [::]:$HTTP_PORT;
    server_name $DOMAIN;
    server_tokens off;
    location ^~ /.well-known/acme-challenge/ {
        root $ACME_DIR;
        default_type text/plain;
    }
    location / {
        return 301 $target;
    }
}
CONF
}

render_site_conf() {
  local listen
  listen=$(listen_block)
  awk -v listen="$listen" '
    /# --- listen ---/ { print; print listen; skipping = 1; next }
    /# --- end of listen ---/ { skipping = 0 }
    !skipping { print }
  ' "$SOURCE_DIR/deploy/nginx/site.conf" |
    sed -e "s#root site/current/#root $SITE_ROOT/current/#" -e "s#alias site/status/#alias $SITE_ROOT/status/#" \
      -e "s#/etc/nginx/clinic-editors.htpasswd#$NGINX_DIR/clinic-editors.htpasswd#"
  redirect_server
}

# the site with a certificate: the one given, or Let's Encrypt's through certbot (its renewal is
# Debian's certbot.timer; the deploy hook reloads nginx with the new one)
write_nginx_site() {
  install -d -m 0755 "$NGINX_DIR/sites-available" "$NGINX_DIR/sites-enabled"
  if [[ ${USE_CERTBOT:-0} == 1 ]]; then
    TLS_CERT=/etc/letsencrypt/live/$DOMAIN/fullchain.pem
    TLS_KEY=/etc/letsencrypt/live/$DOMAIN/privkey.pem
    if [[ ! -f $TLS_CERT ]]; then
      # first the port-80 server alone, for the challenge
      redirect_server >"$NGINX_DIR/sites-available/clinic.conf"
      ln -sfn ../sites-available/clinic.conf "$NGINX_DIR/sites-enabled/clinic.conf"
      nginx -t -q && systemctl_or_note reload nginx
      certbot certonly --webroot -w "$ACME_DIR" -d "$DOMAIN" --email "$ADMIN_EMAIL" --agree-tos --non-interactive \
        --deploy-hook 'systemctl reload nginx' || die "certbot не получил сертификат для $DOMAIN: проверьте, что имя ведёт на этот сервер и порт 80 открыт"
    fi
  fi
  [[ -r $TLS_CERT && -r $TLS_KEY ]] || die "нет сертификата: --certificate FILE --certificate-key FILE или --certbot"
  render_site_conf >"$NGINX_DIR/sites-available/clinic.conf.new"
  mv "$NGINX_DIR/sites-available/clinic.conf.new" "$NGINX_DIR/sites-available/clinic.conf"
  ln -sfn ../sites-available/clinic.conf "$NGINX_DIR/sites-enabled/clinic.conf"
  [[ -f $NGINX_DIR/clinic-editors.htpasswd ]] || install -o root -g www-data -m 0640 /dev/null "$NGINX_DIR/clinic-editors.htpasswd" 2>/dev/null ||
    install -o root -g root -m 0644 /dev/null "$NGINX_DIR/clinic-editors.htpasswd"
  if [[ -z $P ]]; then
    nginx -t -q || die "nginx не принял конфигурацию сайта: nginx -t"
    systemctl_or_note reload nginx
  fi
}
