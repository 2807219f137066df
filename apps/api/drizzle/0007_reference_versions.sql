CREATE TABLE "reference_versions" (
	"table_name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Bumps the changed table's counter in the changing statement's own transaction, whoever runs it
-- (the API, another process, someone at psql), so a process that sees the new counter also sees
-- the change. Qualified by the table's own schema, so it works whatever the writer's search_path.
CREATE OR REPLACE FUNCTION "bump_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO %I.reference_versions AS v (table_name, version) VALUES ($1, 1) '
      'ON CONFLICT (table_name) DO UPDATE SET version = v.version + 1',
    TG_TABLE_SCHEMA
  ) USING TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "banners_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "service_statuses_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_statuses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "signup_countries_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signup_countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "address_countries_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "address_countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "country_states_reference_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "country_states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();
