-- The ledger keeps its own invariants, whatever code writes to it: an entry's postings sum to zero (checked at
-- commit, once all of them are in), an entry has at least two postings, and nothing posted is ever changed or
-- removed (a correction is a reversing entry).
CREATE FUNCTION "finance"."ledger_entry_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The column holding the entry's id is the trigger's argument: "id" on entries, "entry_id" on postings.
  entry uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  total numeric;
  postings integer;
BEGIN
  SELECT coalesce(sum("amount_paise"), 0), count(*) INTO total, postings
    FROM "finance"."ledger_postings" WHERE "entry_id" = entry;
  IF postings < 2 THEN
    RAISE EXCEPTION 'ledger entry % has % posting(s); it needs at least two', entry, postings
      USING ERRCODE = 'check_violation';
  END IF;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance: its postings sum to % paise', entry, total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "finance"."ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "finance"."ledger_entry_balanced"('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "finance"."ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "finance"."ledger_entry_balanced"('entry_id');
--> statement-breakpoint
CREATE FUNCTION "finance"."ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused (post a reversing entry instead)', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "finance"."ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "finance"."ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "finance"."ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "finance"."ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "finance"."ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "finance"."ledger_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "finance"."ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "finance"."ledger_append_only"();
