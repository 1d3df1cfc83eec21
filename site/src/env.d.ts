/** Build-time variables the site reads through import.meta.env (README, „Konfiguration“). */
interface ImportMetaEnv {
  readonly PUBLIC_FEEDBACK_SERVER?: string;
  readonly PUBLIC_ANALYTICS_ENDPOINT?: string;
  readonly PUBLIC_ANALYTICS_DOMAIN?: string;
  readonly PUBLIC_DEPLOYMENT_ENV?: string;
  readonly PUBLIC_UMBRELLA?: string;
}
